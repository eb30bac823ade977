// vs_3_0: sgn in its one-source shader-model-3 form
vs_3_0
dcl_position v0
dcl_normal v1
dcl_position o0
dcl_texcoord0 o1
m4x4 o0, v0, c0
sgn r0, v1
mul r1, r0, c4
sgn r2.xy, -r1.yx
mov r1.xy, r2
mov o1, r1
