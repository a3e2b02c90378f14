import { describeHookFiles } from '@hanpan/platform/testing';

describeHookFiles(__dirname, 5);
