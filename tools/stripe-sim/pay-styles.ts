// Inline so the page needs nothing from anywhere else. Colours keep at least 4.5:1 contrast, focus is
// always visible, and targets are at least 44px high for thumbs.
export const PAY_PAGE_CSS = `
@font-face{font-family:"Sim Thai";src:url(/_assets/noto-sans-thai.woff2) format("woff2");font-weight:100 900;unicode-range:U+0E01-0E5B,U+200C-200D,U+25CC}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 "Sim Thai",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai","Leelawadee UI",Tahoma,sans-serif;background:#f4f5f7;color:#1a1f36}
.banner{background:#ffe8a3;color:#4a3500;text-align:center;padding:.6rem 1rem;font-weight:600;border-bottom:1px solid #e0c25c}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.4rem;margin:0 0 1rem}
h2{font-size:1rem;margin:0 0 .5rem;color:#3c4257}
table{width:100%;border-collapse:collapse;margin-bottom:1.25rem}
th,td{text-align:left;padding:.5rem .25rem;border-bottom:1px solid #e3e8ee;vertical-align:top}
th[scope=col]{font-size:.85rem;color:#4f566b;font-weight:600}
.num{text-align:right;white-space:nowrap}
.desc,.each{display:block;font-size:.85rem;color:#4f566b}
tfoot th,tfoot td{font-weight:700;font-size:1.1rem;border-bottom:0}
.actions{display:grid;gap:.75rem}
button{font:inherit;font-weight:600;min-height:48px;border-radius:8px;border:2px solid transparent;padding:.6rem 1rem;cursor:pointer}
.pay{background:#2e3ab8;color:#fff}
.pay:hover{background:#232c94}
.paypal{background:#ffc439;color:#111}
.paypal:hover{background:#f2b62a}
.decline{background:#fff;color:#a1122b;border-color:#a1122b}
.decline:hover{background:#fdeef0}
button:focus-visible,a:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
.hint{font-size:.85rem;color:#4f566b;margin:.25rem 0 0}
.alert{background:#fdeef0;color:#8a0f24;border:1px solid #e6a3ae;border-radius:8px;padding:.75rem;margin-bottom:1rem;font-weight:600}
.back{display:inline-block;margin-top:1.25rem;color:#2e3ab8;font-weight:600;min-height:44px;padding:.6rem 0}
`;
