export { CommissionTile, type CommissionTileProps } from './components/commission-tile';
export { DistributionDialog, type DistributionDialogProps } from './components/distribution-dialog';
