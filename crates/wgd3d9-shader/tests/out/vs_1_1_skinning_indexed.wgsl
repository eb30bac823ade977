struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e14.xxxx), vec4<bool>(true, false, false, false));
    let _e22 = (i32(_e18.x) + 10i);
    let _e24 = consts.c[_e22];
    let _e34 = (i32(_e18.x) + 11i);
    let _e36 = consts.c[_e34];
    let _e46 = (i32(_e18.x) + 12i);
    let _e48 = consts.c[_e46];
    let _e54 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e24, vec4<f32>(3f, 1f, 0f, 0f), (_e22 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e36, vec4<f32>(3f, 1f, 0f, 0f), (_e34 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e48, vec4<f32>(3f, 1f, 0f, 0f), (_e46 == 4i)))), vec4<bool>(false, false, true, false));
    let _e57 = (i32(_e18.x) + 10i);
    let _e59 = consts.c[_e57];
    let _e69 = (i32(_e18.x) + 11i);
    let _e71 = consts.c[_e69];
    let _e81 = (i32(_e18.x) + 12i);
    let _e83 = consts.c[_e81];
    let _e90 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e59, vec4<f32>(3f, 1f, 0f, 0f), (_e57 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e71, vec4<f32>(3f, 1f, 0f, 0f), (_e69 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e83, vec4<f32>(3f, 1f, 0f, 0f), (_e81 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e94 = select(_e54, (_e54 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e97 = select(_e90, (_e90 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e100 = select(_e18, floor(_e14.yyyy), vec4<bool>(true, false, false, false));
    let _e103 = (i32(_e100.x) + 10i);
    let _e105 = consts.c[_e103];
    let _e113 = (i32(_e100.x) + 11i);
    let _e115 = consts.c[_e113];
    let _e123 = (i32(_e100.x) + 12i);
    let _e125 = consts.c[_e123];
    let _e133 = (i32(_e100.x) + 10i);
    let _e135 = consts.c[_e133];
    let _e145 = (i32(_e100.x) + 11i);
    let _e147 = consts.c[_e145];
    let _e157 = (i32(_e100.x) + 12i);
    let _e159 = consts.c[_e157];
    let _e171 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    let _e182 = select(select(_e94, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e105, vec4<f32>(3f, 1f, 0f, 0f), (_e103 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e115, vec4<f32>(3f, 1f, 0f, 0f), (_e113 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e125, vec4<f32>(3f, 1f, 0f, 0f), (_e123 == 4i)))), vec4<bool>(false, false, true, false)) * _e171.xxxx) + _e94), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e184 = consts.c[0];
    let _e189 = consts.c[1];
    let _e194 = consts.c[2];
    let _e199 = consts.c[3];
    let _e202 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e182, _e184)), vec4<bool>(true, false, false, false)), vec4(dot(_e182, _e189)), vec4<bool>(false, true, false, false)), vec4(dot(_e182, _e194)), vec4<bool>(false, false, true, false)), vec4(dot(_e182, _e199)), vec4<bool>(false, false, false, true));
    let _e204 = consts.c[8];
    let _e210 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(_e97, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e135, vec4<f32>(3f, 1f, 0f, 0f), (_e133 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e147, vec4<f32>(3f, 1f, 0f, 0f), (_e145 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e159, vec4<f32>(3f, 1f, 0f, 0f), (_e157 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e171.xxxx) + _e97), vec4<bool>(true, true, true, false)).xyz, _e204.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e211 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e217 = consts.c[256];
    let _e219 = consts.c[257];
    return Output(select(_e202, ((_e202 * _e219) + (_e217 * _e202.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e211, _e210, (_e210 >= _e211))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
