// The route-parameter demos (menu "路由参数"): query and path parameters, tabs named by tagsViewName.
export { CommonDetailsPage, CommonRoutePage, DynamicDetailsPage, DynamicRoutePage } from './ParamsPages';
