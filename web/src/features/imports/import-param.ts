/** The query parameter naming the import being followed: leaving the page and coming back finds it again. */
export const IMPORT_PARAM = 'importacao';
