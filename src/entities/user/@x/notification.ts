// Cross-entity API for `entities/notification`: one account's notifications never outlive its session.
export { signedOut } from '../model/session';
