// The cards and wallets PayWay takes, as small marks beside the way to pay: decoration only
// (aria-hidden), since the text beside them names them all. Styled text and one tiny SVG, so
// they cost no picture downloads.
import "./payway.css";

const TEXT_MARKS = [
  ["visa", "VISA"],
  ["unionpay", "UnionPay"],
  ["jcb", "JCB"],
  ["alipay", "Alipay"],
  ["wechat", "WeChat Pay"],
] as const;

function MastercardMark() {
  return (
    <span className="payway-mark payway-mark-mastercard">
      <svg viewBox="0 0 24 15" width="24" height="15" aria-hidden="true" focusable="false">
        <circle cx="8" cy="7.5" r="7" fill="#eb001b" />
        <circle cx="16" cy="7.5" r="7" fill="#f79e1b" />
        <path d="M12 1.76a7 7 0 0 1 0 11.48 7 7 0 0 1 0-11.48z" fill="#ff5f00" />
      </svg>
    </span>
  );
}

export function PaywayMarks() {
  const [visa, ...rest] = TEXT_MARKS;
  return (
    <span className="payway-marks" aria-hidden="true">
      <span className={`payway-mark payway-mark-${visa[0]}`}>{visa[1]}</span>
      <MastercardMark />
      {rest.map(([id, name]) => (
        <span key={id} className={`payway-mark payway-mark-${id}`}>
          {name}
        </span>
      ))}
    </span>
  );
}
