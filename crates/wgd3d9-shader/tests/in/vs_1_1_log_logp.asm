// vs_1_1: log (full precision macro) and logp (partial precision) on scalar sources
vs_1_1
dcl_position v0
dcl_texcoord v1
m4x4 oPos, v0, c0
log r0.x, v1.x
logp r1, v1.y                // x = exponent, y = mantissa, z = log2, w = 1
mov r0.yzw, r1
mov oT0, r0
