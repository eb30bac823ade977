// vs_3_0: sincos in its shader-model-3 form (no constant operands), masks .x, .y and .xy
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_position o0
dcl_texcoord0 o1
def c8, 0.15915494, 0.5, 6.2831853, -3.14159265
mad r0.x, v1.x, c8.x, c8.y
frc r0.x, r0.x
mad r0.x, r0.x, c8.z, c8.w
sincos r1.xy, r0.x
sincos r2.x, r1.y
sincos r2.y, r1.x
mov r3, v0
mad r3.xz, r1.yx, c4.x, r3
m4x4 o0, r3, c0
mov r2.zw, r1.xyxy
mov o1, r2
