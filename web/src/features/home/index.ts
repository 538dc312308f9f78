// Home: the greeting, what the user can reach, the server's health and the IoT overview (its
// queries serve the visualising dashboards too).
export { healthQuery } from './api';
export { HomePage } from './HomePage';
export { HOME } from './texts';
export {
  alarmOpenQuery,
  alarmsByMonthQuery,
  ANALYSIS_KEY,
  eventsQuery,
  locationsQuery,
  messageCountsQuery,
  messageRateQuery,
  messageTotalQuery,
  onlineOfflineQuery,
  productCountQuery,
} from './overview/api';
