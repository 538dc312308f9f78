// The helper library's functions, as the tools page shows them: each row one function, live.
import { formatDate, timeAgo } from '@/lib/date';
import { formatThousands, toCapitalRmb } from '@/lib/format';
import { filterDecimal, filterInteger, filterPercent } from '@/lib/inputFilter';
import {
  isChineseName,
  isEmail,
  isIPv4,
  isLandline,
  isLicencePlate,
  isMobile,
  isNationalId,
  isPasswordA,
  isPasswordB,
  isPostalCode,
  isUrl,
  isUsername,
  passwordStrength,
  type PasswordStrength,
} from '@/lib/validate';

/** A filter rewrites the input itself; a formatter shows text; a check shows valid or not. */
export type Tool =
  | { key: string; kind: 'filter'; run: (value: string) => string }
  | { key: string; kind: 'format'; run: (value: string) => string }
  | { key: string; kind: 'check'; run: (value: string) => boolean }
  | { key: string; kind: 'strength'; run: (value: string) => PasswordStrength };

export const TOOLS: Tool[] = [
  { key: 'integer', kind: 'filter', run: filterInteger },
  { key: 'percent', kind: 'filter', run: filterPercent },
  { key: 'decimal', kind: 'filter', run: filterDecimal },
  { key: 'thousands', kind: 'format', run: formatThousands },
  { key: 'capital', kind: 'format', run: toCapitalRmb },
  { key: 'date', kind: 'format', run: (v) => formatDate(v, 'YYYY-mm-dd WWW [Q]q HH:MM') },
  { key: 'ago', kind: 'format', run: (v) => timeAgo(v, 'YYYY-mm-dd HH:MM') },
  { key: 'mobile', kind: 'check', run: isMobile },
  { key: 'landline', kind: 'check', run: isLandline },
  { key: 'username', kind: 'check', run: isUsername },
  { key: 'passwordA', kind: 'check', run: isPasswordA },
  { key: 'passwordB', kind: 'check', run: isPasswordB },
  { key: 'strength', kind: 'strength', run: passwordStrength },
  { key: 'ipv4', kind: 'check', run: isIPv4 },
  { key: 'email', kind: 'check', run: isEmail },
  { key: 'nationalId', kind: 'check', run: isNationalId },
  { key: 'chineseName', kind: 'check', run: isChineseName },
  { key: 'postalCode', kind: 'check', run: isPostalCode },
  { key: 'url', kind: 'check', run: isUrl },
  { key: 'plate', kind: 'check', run: isLicencePlate },
];
