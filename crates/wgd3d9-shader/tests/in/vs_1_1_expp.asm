// vs_1_1: partial-precision expp; all four result components are used
vs_1_1
dcl_position v0
dcl_texcoord v1
m4x4 oPos, v0, c0
expp r0, v1.x                // x = 2^floor, y = fraction, z = 2^x, w = 1
mov oT0, r0
mov oD0, r0.z
