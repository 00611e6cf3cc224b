export { renewPlanClicked } from './model/renew';
