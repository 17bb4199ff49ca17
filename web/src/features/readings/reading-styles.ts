// The reading screens' panels, in the house style (their buttons are the shared Button).

export const panel = 'space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs';
