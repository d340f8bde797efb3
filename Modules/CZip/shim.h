#ifndef HABITFLOW_CZIP_SHIM_H
#define HABITFLOW_CZIP_SHIM_H
#include <zip.h>
#endif
