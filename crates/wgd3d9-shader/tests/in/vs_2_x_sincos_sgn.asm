// vs_2_x: sincos and sgn in their shader-model-2 operand forms
vs_2_x
dcl_position v0
dcl_texcoord0 v1
def c10, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c11, -0.020833334, -0.125, 1.0, 0.5
m4x4 oPos, v0, c0
mov r0, v1
sincos r1.x, r0.x, c10, c11  // cos only
sincos r3.y, r0.y, c10, c11  // sin only
mov r1.y, r3.y
mov r4, r0
mov r5, r0
sgn r2, r0, r4, r5
mul r1.zw, r2.xyxy, r1.xyxy
mov oT0, r1
