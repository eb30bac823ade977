// ps_2_0: dcl with result modifiers and no usage: dcl_centroid and dcl_centroid_pp on t#, dcl_pp on t# and v#
ps_2_0
dcl_centroid t0.xy
dcl_pp t1.xy
dcl_centroid_pp t2.xyz
dcl_pp v0
dcl_2d s0
dcl_2d s1
dcl_cube s2
texld r0, t0, s0
texld_pp r1, t1, s1
texld_pp r2, t2, s2
mul_pp r0, r0, v0
mad_pp r0.xyz, r1, r2, r0
mov oC0, r0
