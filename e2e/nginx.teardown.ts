import { test as teardown } from '@playwright/test';
import { stopNginx } from './nginx';

teardown('stop nginx', () => {
  stopNginx();
});
