// antd's Menu and Dropdown, the Breadcrumb that brings Dropdown with it, and the sidebar menu's
// icons (about 40 KB before gzip, drawn only inside that menu): a chunk of their own
// (lazy-menus.tsx). A phone's start shows none of them (its sidebar is a closed drawer, its
// breadcrumb the screen's title alone), so it downloads them after its first screen; a desktop's
// start waits for them with its screen (app/opening.ts).
export { Breadcrumb, Dropdown, Menu } from 'antd';
export { menuIcon } from './menu-icon';
