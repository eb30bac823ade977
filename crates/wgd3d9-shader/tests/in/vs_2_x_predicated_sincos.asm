// vs_2_x: predicated sincos, which requires a replicate predicate swizzle in shader model 2
vs_2_x
dcl_position v0
dcl_texcoord0 v1
def c10, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c11, -0.020833334, -0.125, 1.0, 0.5
def c4, 0.0, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mov r0, v1
mov r1.xy, c4.x
setp_ne p0.x, r0.z, c4.x
(p0.x) sincos r1.xy, r0.x, c10, c11
(!p0.x) mov r1.xy, r0.yx
mov oT0.xy, r1
