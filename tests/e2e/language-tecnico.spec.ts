import { languageWalk } from '../support/language-walk.ts';
import { demoUsers } from '../support/session.ts';

// Every screen of the technician's menu in Portuguese, without a serious accessibility finding
// (tests/support/language-walk.ts).
languageWalk(demoUsers.tecnico);
