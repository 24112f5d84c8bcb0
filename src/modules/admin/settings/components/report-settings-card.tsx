import { currencies } from "@/modules/i18n";
import { knownTimeZones } from "../report-settings";
import { reportSettings } from "../report-settings.server";
import { ReportSettingsForm } from "./report-settings-form";

/**
 * The configuration page's "Reports" card: the shop's time zone and reporting currency in force, and
 * the choices (every zone the server's Intl knows, the shop's currencies). The form's action checks again.
 */
export async function ReportSettingsCard() {
  return (
    <ReportSettingsForm
      settings={await reportSettings()}
      timeZones={knownTimeZones()}
      currencies={[...currencies]}
    />
  );
}
