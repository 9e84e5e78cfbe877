export { MaintenanceScreen, type MaintenanceScreenProps } from './maintenance-screen';
