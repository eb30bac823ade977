// vs_3_0: texldl from cube and volume samplers (dcl_cube, dcl_volume) among vs_3_0's four samplers
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_cube s1
dcl_volume s2
dcl_2d s3
dcl_position o0
dcl_color0 o1
dcl_color1 o2
dcl_texcoord0 o3
def c4, 0.0, 1.0, 2.0, 0.0
m4x4 o0, v0, c0
mov r0.xyz, v1
mov r0.w, c4.y               // LOD 1
texldl r1, r0, s1            // irradiance from a cube map
mov r2.xyz, v0
mov r2.w, c4.x
texldl r3, r2, s2            // 3D noise
mov r4.xy, v2
mov r4.zw, c4.z
texldl r5, r4, s3
mov o1, r1
mul o2, r3, r5
mov o3, r4
