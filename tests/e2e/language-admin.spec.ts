import { languageWalk } from '../support/language-walk.ts';
import { demoUsers } from '../support/session.ts';

// Every screen of the administrator's menu in Portuguese, without a serious accessibility finding
// (tests/support/language-walk.ts). It reads only, so it runs in the money path's lane, beside the technician's walk.
languageWalk(demoUsers.admin);
