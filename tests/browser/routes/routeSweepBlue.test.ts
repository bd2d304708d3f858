import { describeRouteSweep } from './routeSweep';

describeRouteSweep('blue-theme');
