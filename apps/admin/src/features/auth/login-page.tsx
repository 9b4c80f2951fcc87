import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin.tsx';
import { APP_TITLE } from '../../config/layout.ts';
import { paths, safeNext } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { rememberSignIn, sessionQuery } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSignIn } from './api.ts';
import { type Credentials, CredentialsForm } from './credentials-form.tsx';
import { AUTH_TEXT } from './messages.ts';
import { TotpStep } from './totp-step.tsx';

/**
 * Where signing in stands. The password stays in this component's memory between the two steps
 * (the server wants it again with the code) and nowhere else.
 */
type Stage =
  | { step: 'credentials'; username?: string }
  | { step: 'totp'; credentials: Credentials }
  | { step: 'totpSetup'; credentials: Credentials; secret: string; otpauthUri: string };

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next')) ?? paths.home;
  const session = useQuery(sessionQuery());
  const client = useQueryClient();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: 'credentials' });
  const [problem, setProblem] = useState<string>();
  const login = useSignIn();
  useDocumentTitle(AUTH_TEXT.signIn);

  function submit(credentials: Credentials, totp?: string) {
    setProblem(undefined);
    login.mutate(
      { ...credentials, totp },
      {
        onSuccess: (result) => {
          if (result.stage === 'signedIn') {
            rememberSignIn(client, result.session);
            notify.success(ADMIN_MSG.signedIn);
            navigate(next, { replace: true });
          } else if (result.stage === 'totp') {
            setStage({ step: 'totp', credentials });
          } else {
            setStage({
              step: 'totpSetup',
              credentials,
              secret: result.secret,
              otpauthUri: result.otpauthUri,
            });
          }
        },
        onError: (error) => {
          // Network failures have been shown by the client; refusals are shown here.
          if (error instanceof ApiError && !error.shown) setProblem(error.message);
        },
      },
    );
  }

  if (session.data) return <Navigate to={next} replace />;
  if (session.isPending) return <FullPageSpin />;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {APP_TITLE}
        </Typography.Title>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        {stage.step === 'credentials' ? (
          <CredentialsForm username={stage.username} pending={login.isPending} onSubmit={(c) => submit(c)} />
        ) : (
          <TotpStep
            setup={stage.step === 'totpSetup' ? stage : undefined}
            pending={login.isPending}
            onSubmit={(code) => submit(stage.credentials, code)}
            onBack={() => {
              setProblem(undefined);
              setStage({ step: 'credentials', username: stage.credentials.username });
            }}
          />
        )}
      </Card>
    </Flex>
  );
}
