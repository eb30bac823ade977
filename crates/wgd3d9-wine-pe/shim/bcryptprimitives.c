/* bcryptprimitives.dll for Wine versions that lack it (before 9.0).
 *
 * Rust's standard library on Windows draws random bytes from ProcessPrng in
 * bcryptprimitives.dll; d3d9.dll imports it. This shim forwards to
 * RtlGenRandom (advapi32's SystemFunction036), which every Wine has. The
 * runner installs it beside d3d9.dll only where Wine has no bcryptprimitives. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length)
    {
        ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, n)) return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
