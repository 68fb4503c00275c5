// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
