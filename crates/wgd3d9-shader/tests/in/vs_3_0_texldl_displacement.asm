// vs_3_0: vertex texture fetch with texldl (explicit LOD in .w) displacing along the normal
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_2d s0
dcl_position o0
dcl_texcoord0 o1
def c8, 0.0, 1.0, 0.0, 0.0
mov r0.xy, v2
mov r0.zw, c8.x              // LOD 0
texldl r1, r0, s0
mul r2.x, r1.x, c4.x         // height * scale
mov r3, v0
mad r3.xyz, v1, r2.x, r3
m4x4 o0, r3, c0
mov o1, r0
