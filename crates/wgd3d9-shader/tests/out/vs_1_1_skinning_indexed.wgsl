struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e16.xxxx), vec4<bool>(true, false, false, false));
    let _e24 = (i32(_e20.x) + 10i);
    let _e30 = consts[(_e4 + min(u32(_e24), 265u))];
    let _e40 = (i32(_e20.x) + 11i);
    let _e45 = consts[(_e4 + min(u32(_e40), 265u))];
    let _e55 = (i32(_e20.x) + 12i);
    let _e60 = consts[(_e4 + min(u32(_e55), 265u))];
    let _e66 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e30, vec4<f32>(3f, 1f, 0f, 0f), (_e24 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e45, vec4<f32>(3f, 1f, 0f, 0f), (_e40 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e60, vec4<f32>(3f, 1f, 0f, 0f), (_e55 == 4i)))), vec4<bool>(false, false, true, false));
    let _e69 = (i32(_e20.x) + 10i);
    let _e74 = consts[(_e4 + min(u32(_e69), 265u))];
    let _e84 = (i32(_e20.x) + 11i);
    let _e89 = consts[(_e4 + min(u32(_e84), 265u))];
    let _e99 = (i32(_e20.x) + 12i);
    let _e104 = consts[(_e4 + min(u32(_e99), 265u))];
    let _e111 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e74, vec4<f32>(3f, 1f, 0f, 0f), (_e69 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e89, vec4<f32>(3f, 1f, 0f, 0f), (_e84 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e104, vec4<f32>(3f, 1f, 0f, 0f), (_e99 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e115 = select(_e66, (_e66 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e118 = select(_e111, (_e111 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e121 = select(_e20, floor(_e16.yyyy), vec4<bool>(true, false, false, false));
    let _e124 = (i32(_e121.x) + 10i);
    let _e129 = consts[(_e4 + min(u32(_e124), 265u))];
    let _e137 = (i32(_e121.x) + 11i);
    let _e142 = consts[(_e4 + min(u32(_e137), 265u))];
    let _e150 = (i32(_e121.x) + 12i);
    let _e155 = consts[(_e4 + min(u32(_e150), 265u))];
    let _e163 = (i32(_e121.x) + 10i);
    let _e168 = consts[(_e4 + min(u32(_e163), 265u))];
    let _e178 = (i32(_e121.x) + 11i);
    let _e183 = consts[(_e4 + min(u32(_e178), 265u))];
    let _e193 = (i32(_e121.x) + 12i);
    let _e198 = consts[(_e4 + min(u32(_e193), 265u))];
    let _e210 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    let _e221 = select(select(_e115, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e129, vec4<f32>(3f, 1f, 0f, 0f), (_e124 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e142, vec4<f32>(3f, 1f, 0f, 0f), (_e137 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e155, vec4<f32>(3f, 1f, 0f, 0f), (_e150 == 4i)))), vec4<bool>(false, false, true, false)) * _e210.xxxx) + _e115), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e225 = consts[(_e4 + 0u)];
    let _e232 = consts[(_e4 + 1u)];
    let _e239 = consts[(_e4 + 2u)];
    let _e246 = consts[(_e4 + 3u)];
    let _e249 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e221, _e225)), vec4<bool>(true, false, false, false)), vec4(dot(_e221, _e232)), vec4<bool>(false, true, false, false)), vec4(dot(_e221, _e239)), vec4<bool>(false, false, true, false)), vec4(dot(_e221, _e246)), vec4<bool>(false, false, false, true));
    let _e253 = consts[(_e4 + 8u)];
    let _e259 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(_e118, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e168, vec4<f32>(3f, 1f, 0f, 0f), (_e163 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e183, vec4<f32>(3f, 1f, 0f, 0f), (_e178 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e198, vec4<f32>(3f, 1f, 0f, 0f), (_e193 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e210.xxxx) + _e118), vec4<bool>(true, true, true, false)).xyz, _e253.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e260 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e268 = consts[(_e4 + 256u)];
    let _e272 = consts[(_e4 + 257u)];
    return Output(select(_e249, ((_e249 * _e272) + (_e268 * _e249.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e260, _e259, (_e259 >= _e260))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
