import { SvgIcon } from "@mui/material"
import { Layout, Menu, type LayoutProps } from "react-admin"

// A gear (Material "Settings" outline path), drawn here: the icons package is not a console dependency.
const SETTINGS_PATH =
  "M19.14 12.94c.04-.31.06-.63.06-.94s-.02-.63-.06-.94l2.03-1.58a.49.49 0 0 0 .12-.61l-1.92-3.32" +
  "a.49.49 0 0 0-.59-.22l-2.39.96a7 7 0 0 0-1.62-.94l-.36-2.54A.48.48 0 0 0 13.93 2h-3.84" +
  "a.48.48 0 0 0-.48.41l-.36 2.54c-.59.24-1.13.56-1.62.94l-2.39-.96a.49.49 0 0 0-.59.22L2.73 8.47" +
  "a.48.48 0 0 0 .12.61l2.03 1.58c-.04.31-.06.63-.06.94s.02.63.06.94l-2.03 1.58a.49.49 0 0 0-.12.61" +
  "l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84" +
  "c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32" +
  "a.48.48 0 0 0-.12-.61l-2.01-1.58zM12 15.6A3.6 3.6 0 1 1 12 8.4a3.6 3.6 0 0 1 0 7.2z"

function SettingsIcon() {
  return (
    <SvgIcon>
      <path d={SETTINGS_PATH} />
    </SvgIcon>
  )
}

// The default menu lists the resources; the settings page is a custom route, added here.
function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item
        to="/settings"
        primaryText="resources.settings.name"
        leftIcon={<SettingsIcon />}
        data-testid="menu-settings"
      />
    </Menu>
  )
}

export default function ConsoleLayout(props: LayoutProps) {
  return <Layout {...props} menu={ConsoleMenu} />
}
