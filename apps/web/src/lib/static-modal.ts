// antd's static modal, for a dialog while no shell has bound its context-aware one (feedback.ts).
// A module of its own so that only that moment downloads the modal's code.
export { Modal as StaticModal } from 'antd';
