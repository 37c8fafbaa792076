// Stands in for 'react-remove-scroll' where Mantine's AppShell header, footer and aside import it
// (see build/vite-lean-deps.mjs): they read only its class names, and the real module is the
// scroll lock of dialogs (~4 KB gzip), which loads with the first dialog instead. The names are
// react-remove-scroll-bar's (a dialog's scroll lock pads elements that carry them).
export const RemoveScroll = {
  classNames: {
    zeroRight: 'right-scroll-bar-position',
    fullWidth: 'width-before-scroll-bar',
  },
};
