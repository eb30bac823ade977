// vs_3_0: the vertex-only operations lit, dst, expp, logp, sge and slt in shader model 3
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_position o0
dcl_color0 o1
dcl_color1 o2
dcl_texcoord0 o3
def c4, 0.0, 1.0, 16.0, 0.5
m4x4 o0, v0, c0
dp3 r0.x, v1, c5
dp3 r0.y, v1, c6
mov r0.zw, c4.zzzz
lit r1, r0
mul o1, r1.y, c7
mul o2, r1.z, c8
mov r2, v2
dst r3, r2.xxxx, r2.yyyy
expp r4, r2.z
logp r5, r2.w
sge r6, r2, c4.w
slt r7, r2, c4.w
add r6, r6, -r7
mad r3, r4.z, r6, r3
add o3, r3, r5.z
