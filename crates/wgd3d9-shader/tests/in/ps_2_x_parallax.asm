// ps_2_x: parallax mapping with offset limiting, normal-mapped diffuse and specular
ps_2_x
dcl t0.xy                    // uv
dcl t1.xyz                   // tangent-space view
dcl t2.xyz                   // tangent-space light
dcl_2d s0                    // height map
dcl_2d s1                    // normal map
dcl_2d s2                    // albedo
def c0, 0.04, -0.02, 2.0, -1.0
def c1, 32.0, 0.0, 0.0, 1.0
nrm r0.xyz, t1
texld r1, t0, s0
mad r1.x, r1.x, c0.x, c0.y   // scaled and biased height
mad r2.xy, r0, r1.x, t0      // offset coordinates
texld r3, r2, s1
texld r4, r2, s2
mad r3.xyz, r3, c0.z, c0.w
nrm r5.xyz, r3
nrm r6.xyz, t2
dp3_sat r7.x, r5, r6
add r8.xyz, r6, r0
nrm r9.xyz, r8
dp3_sat r7.y, r5, r9
pow r7.z, r7.y, c1.x
mul r10, r4, r7.x
mad r10.xyz, r7.z, c2, r10
mov r10.w, r4.w
mov oC0, r10
