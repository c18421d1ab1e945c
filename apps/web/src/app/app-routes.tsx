import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from '../features/admin-catalogue/require-admin.tsx';
import { GuestOnly } from '../features/session/guest-only.tsx';
import { RequireAuth } from '../features/session/require-auth.tsx';
import { AppRoot } from './app-root.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

// Each page is its own chunk, so the first load carries only the shell.
const LoginPage = lazy(() => import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/register-page.tsx').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
const HomePage = lazy(() => import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const AdminCataloguePage = lazy(() =>
  import('../features/admin-catalogue/admin-catalogue-page.tsx').then((m) => ({ default: m.AdminCataloguePage })),
);
const AdminDocumentTypePage = lazy(() =>
  import('../features/admin-catalogue/admin-document-type-page.tsx').then((m) => ({ default: m.AdminDocumentTypePage })),
);
const CataloguePage = lazy(() =>
  import('../features/catalogue/catalogue-page.tsx').then((m) => ({ default: m.CataloguePage })),
);
const CasePage = lazy(() => import('../features/cases/case-page.tsx').then((m) => ({ default: m.CasePage })));
const NewDueDiligencePage = lazy(() =>
  import('../features/upload-workflow/new-due-diligence-page.tsx').then((m) => ({ default: m.NewDueDiligencePage })),
);

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'catalogue', element: <CataloguePage /> },
          { path: 'due-diligence/new', element: <NewDueDiligencePage /> },
          { path: 'cases/:caseId', element: <CasePage /> },
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              { index: true, element: <Navigate to="catalogue" replace /> },
              { path: 'catalogue', element: <AdminCataloguePage /> },
              { path: 'catalogue/document-types/:documentTypeId', element: <AdminDocumentTypePage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
