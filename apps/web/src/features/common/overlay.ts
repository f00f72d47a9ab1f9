/** Drawers and modals of the map sit above the shell's side menu (z-index 1001). */
export const OVERLAY_Z = 1010;
