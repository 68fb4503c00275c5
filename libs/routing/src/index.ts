// The part of React Router the front ends use, and the only way they import it. The shell provides this module to
// every remote as a Module Federation singleton (one router context for the whole page). A shared module is kept
// whole, so sharing react-router-dom itself sent all of it to every page (66 KB gzip); sharing this module sends only
// what it names (16 KB gzip), since react-router-dom inside it is an ordinary, tree-shaken dependency (decision 0026).
// A name a front end needs is added here, with a minor version (`npm run federation-api -w deploy`).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location } from 'react-router-dom';
