import { describeRouteSweep } from './routeSweep';

describeRouteSweep('sweet-blue-theme');
