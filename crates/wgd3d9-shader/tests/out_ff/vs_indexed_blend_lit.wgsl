struct Constants {
    c: array<vec4<f32>, 1147>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(1) in1_: vec3<f32>, @location(2) in2_: vec4<u32>, @location(3) in3_: vec3<f32>) -> Output {
    let _e16 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e21 = vec4<f32>(in1_.x, in1_.y, in1_.z, 1f);
    let _e28 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e29 = (vec4<f32>(in2_) * vec4<f32>(1f, 1f, 1f, 1f));
    let _e36 = ((floor((abs(_e29) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e29)) * vec4<f32>(4f, 4f, 4f, 4f));
    let _e41 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e21.xxxx)), vec4<bool>(true, false, false, false));
    let _e47 = consts.c[(i32(_e36.x) + 123i)];
    let _e56 = consts.c[(i32(_e36.x) + 124i)];
    let _e66 = consts.c[(i32(_e36.x) + 125i)];
    let _e76 = consts.c[(i32(_e36.x) + 126i)];
    let _e85 = consts.c[(i32(_e36.x) + 123i)];
    let _e95 = consts.c[(i32(_e36.x) + 124i)];
    let _e105 = consts.c[(i32(_e36.x) + 125i)];
    let _e116 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28.xyz, _e85.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e28.xyz, _e95.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e28.xyz, _e105.xyz)), vec4<bool>(false, false, true, false)) * _e21.xxxx), vec4<bool>(true, true, true, false));
    let _e120 = select(_e41, (_e41 + -(_e21.yyyy)), vec4<bool>(true, false, false, false));
    let _e125 = consts.c[(i32(_e36.y) + 123i)];
    let _e133 = consts.c[(i32(_e36.y) + 124i)];
    let _e141 = consts.c[(i32(_e36.y) + 125i)];
    let _e149 = consts.c[(i32(_e36.y) + 126i)];
    let _e157 = consts.c[(i32(_e36.y) + 123i)];
    let _e167 = consts.c[(i32(_e36.y) + 124i)];
    let _e177 = consts.c[(i32(_e36.y) + 125i)];
    let _e189 = select(_e116, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28.xyz, _e157.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e28.xyz, _e167.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e28.xyz, _e177.xyz)), vec4<bool>(false, false, true, false)) * _e21.yyyy) + _e116), vec4<bool>(true, true, true, false));
    let _e193 = select(_e120, (_e120 + -(_e21.zzzz)), vec4<bool>(true, false, false, false));
    let _e198 = consts.c[(i32(_e36.z) + 123i)];
    let _e206 = consts.c[(i32(_e36.z) + 124i)];
    let _e214 = consts.c[(i32(_e36.z) + 125i)];
    let _e222 = consts.c[(i32(_e36.z) + 126i)];
    let _e230 = consts.c[(i32(_e36.z) + 123i)];
    let _e240 = consts.c[(i32(_e36.z) + 124i)];
    let _e250 = consts.c[(i32(_e36.z) + 125i)];
    let _e262 = select(_e189, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28.xyz, _e230.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e28.xyz, _e240.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e28.xyz, _e250.xyz)), vec4<bool>(false, false, true, false)) * _e21.zzzz) + _e189), vec4<bool>(true, true, true, false));
    let _e267 = consts.c[(i32(_e36.w) + 123i)];
    let _e275 = consts.c[(i32(_e36.w) + 124i)];
    let _e283 = consts.c[(i32(_e36.w) + 125i)];
    let _e291 = consts.c[(i32(_e36.w) + 126i)];
    let _e299 = consts.c[(i32(_e36.w) + 123i)];
    let _e309 = consts.c[(i32(_e36.w) + 124i)];
    let _e319 = consts.c[(i32(_e36.w) + 125i)];
    let _e327 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e267)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e275)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e283)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e291)), vec4<bool>(false, false, false, true)) * _e193.xxxx) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e198)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e206)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e214)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e222)), vec4<bool>(false, false, false, true)) * _e21.zzzz) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e125)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e133)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e141)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e149)), vec4<bool>(false, false, false, true)) * _e21.yyyy) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e47)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e56)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e66)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e76)), vec4<bool>(false, false, false, true)) * _e21.xxxx))));
    let _e333 = consts.c[21];
    let _e338 = consts.c[22];
    let _e343 = consts.c[23];
    let _e348 = consts.c[24];
    let _e351 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e327, _e333)), vec4<bool>(true, false, false, false)), vec4(dot(_e327, _e338)), vec4<bool>(false, true, false, false)), vec4(dot(_e327, _e343)), vec4<bool>(false, false, true, false)), vec4(dot(_e327, _e348)), vec4<bool>(false, false, false, true));
    let _e352 = select(select(_e262, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28.xyz, _e299.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e28.xyz, _e309.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e28.xyz, _e319.xyz)), vec4<bool>(false, false, true, false)) * _e193.xxxx) + _e262), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e353 = -(_e327);
    let _e358 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e353.xyz, _e353.xyz)), vec4<bool>(true, false, false, false));
    let _e361 = select(_e358, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e358, (_e358 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e371 = consts.c[8];
    let _e373 = consts.c[71];
    let _e375 = consts.c[69];
    let _e385 = select((_e373 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e390 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e385.xyz, _e385.xyz)), vec4<bool>(true, false, false, false));
    let _e393 = select(_e390, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e390, (_e390 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e408 = consts.c[13];
    let _e410 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e352.xyz, _e373.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e352.xyz, select(_e385, (_e385 * select(_e393, vec4(inverseSqrt(abs(_e393.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e408.xxxx, vec4<bool>(false, false, false, true));
    let _e423 = vec4<f32>(1f, max(_e410.x, 0f), select(0f, pow(_e410.y, clamp(_e410.w, -128f, 128f)), ((_e410.x > 0f) && (_e410.y > 0f))), 1f);
    let _e427 = select(_e423, (_e423 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e429 = consts.c[67];
    let _e434 = consts.c[68];
    let _e439 = consts.c[10];
    let _e441 = consts.c[12];
    let _e446 = consts.c[9];
    let _e454 = consts.c[11];
    let _e461 = consts.c[26];
    let _e463 = select(vec4<f32>(0f, 0f, 0f, 0f), _e461.xxxx, vec4<bool>(true, false, false, false));
    let _e464 = _e463.xxxx;
    let _e465 = _e461.yyyy;
    let _e469 = select(_e463, select(_e465, _e464, (_e464 >= _e465)), vec4<bool>(true, false, false, false)).xxxx;
    let _e470 = _e461.zzzz;
    let _e475 = consts.c[6];
    let _e477 = consts.c[7];
    return Output(select(_e351, ((_e351 * _e477) + (_e475 * _e351.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((_e429 * _e427.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * _e446) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((_e375 * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + _e371) * _e439) + _e441), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e446), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((_e434 * _e427.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e454)), vec4<bool>(true, true, true, false)), saturate(_e454), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f));
}
