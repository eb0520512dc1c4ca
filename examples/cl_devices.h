/* Finding an OpenCL device for the example programs: every device of every
 * platform gets one global index, in platform order, so that "--device 2"
 * means the same thing as line 2 of "--list". */
#ifndef CLFFT_EXAMPLE_CL_DEVICES_H
#define CLFFT_EXAMPLE_CL_DEVICES_H

#include <stdio.h>
#include <clfft/clfft.h>

/* Prints "index: device name [platform] (type)" for every device; returns
 * the number of devices (0 when there is no platform). */
int cl_devices_list(FILE *out);

/* Picks a device.  selector NULL: the first GPU of any platform, else the
 * first device.  Otherwise a decimal index from cl_devices_list, or a
 * case-insensitive substring of the device name.  Returns 0 and sets *dev,
 * or -1 with a message in err. */
int cl_devices_pick(const char *selector, cl_device_id *dev, char *err, size_t err_size);

#endif
