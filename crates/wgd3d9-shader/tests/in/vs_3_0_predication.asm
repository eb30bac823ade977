// vs_3_0: predication ((p0), (!p0.w), (p0.z)), including a predicated output write, and nrm
vs_3_0
dcl_position v0
dcl_normal v1
dcl_position o0
dcl_texcoord0 o1
dcl_color o2
def c4, 0.0, 1.0, 0.0, 0.0
m4x4 o0, v0, c0
mov r0, v1
setp_lt p0, r0, c4.x
mov r1, r0
(p0) mov r1, -r0
(!p0.w) mov r1.w, c4.y
nrm r2.xyz, r1
(p0) mul r2.xy, r2, c5
mov o1, r1
mov o2, c4.x
(p0.z) mov o2, c6
