// E-mail rules of the profile forms (spec 1 section 5): a valid address with a known top-level domain and no
// surrounding spaces. Pure; shared by the browser and the server.

const GENERIC_TLDS =
  "com org net edu gov mil int info biz name pro aero coop museum mobi jobs travel tel asia cat post xxx app dev io ai co me tv cloud tech online site store shop blog email digital agency company solutions services consulting group global world network systems software studio design media news live life work works team club space website page art xyz top one fun health law legal finance money bank insurance capital ventures partners holdings international academy school university education energy engineering example test";

// ISO 3166-1 alpha-2 country-code TLDs (plus uk/eu/su/ac).
const COUNTRY_TLDS =
  "ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw";

const KNOWN_TLDS = new Set([...GENERIC_TLDS.split(" "), ...COUNTRY_TLDS.split(" ")]);

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MESSAGES = {
  required: "Please enter an email address",
  invalid: "Please enter a valid email address",
  spaces: "Email addresses should not contain any spaces at the beginning or the end",
} as const;

/** True when the address ends in a top-level domain of the known list (spec 1 section 5 'known top-level domain'). */
export function hasKnownTld(value: string): boolean {
  return KNOWN_TLDS.has(value.slice(value.lastIndexOf(".") + 1).toLowerCase());
}

/** null when valid, else the spec message. Empty input answers `required` (callers decide if empty is allowed). */
export function emailProblem(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === "") return EMAIL_MESSAGES.required;
  if (value !== value.trim()) return EMAIL_MESSAGES.spaces;
  if (!EMAIL.test(value) || value.includes("..")) return EMAIL_MESSAGES.invalid;
  return hasKnownTld(value) ? null : EMAIL_MESSAGES.invalid;
}
