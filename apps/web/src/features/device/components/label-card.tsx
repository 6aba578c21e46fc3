import type { PrintLabel } from '../api/print-labels';

/** One printed label: the QR code (encoding the serial) beside the serial number and model. */
export function LabelCard({ label }: { label: PrintLabel }) {
  return (
    <div className="label-sheet-label" data-testid="label">
      <img src={label.qrDataUrl} alt={label.serialNumber} />
      <div>
        <div className="label-sheet-serial" data-testid="label-serial">
          {label.serialNumber}
        </div>
        <div className="label-sheet-model">{label.model}</div>
      </div>
    </div>
  );
}
