export { renewPlanClicked } from './model/renew';
export { RenewDialog } from './ui/RenewDialog';
