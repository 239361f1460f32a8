import { test as teardown } from '@playwright/test';
import { stopNginx } from '../support/nginx';

teardown('stop nginx', () => {
  stopNginx();
});
