// Pencilbox's colour theme, set before the page is first painted (a
// plain script in <head>, so the page never flashes the other theme): the
// player's choice in Settings ("light" or "dark", app/storage_settings.go),
// else the system's prefers-color-scheme, followed as it changes.
// styles.css keys its dark colours on <html data-theme="dark">, and the
// board's canvas reads them from there, so everything follows one
// attribute. The app calls pencilboxApplyTheme after the setting changes.
(function () {
  "use strict";
  var system = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function chosen() {
    try {
      var s = JSON.parse(localStorage.getItem("pencilbox/settings") || "{}");
      return s && (s.Theme === "light" || s.Theme === "dark") ? s.Theme : "";
    } catch (e) {
      return ""; // no storage (a locked-down browser) or a damaged entry: follow the system
    }
  }
  function apply() {
    var theme = chosen() || (system && system.matches ? "dark" : "light");
    document.documentElement.setAttribute("data-theme", theme);
  }
  apply();
  if (system && system.addEventListener) {
    system.addEventListener("change", apply);
  }
  window.pencilboxApplyTheme = apply;
})();
