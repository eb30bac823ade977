struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e29 = v2_;
    r0_ = (_e29 * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e32 = v1_;
    r4_ = _e32;
    let _e33 = r4_;
    let _e39 = r6_;
    r6_ = select(_e39, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e33 > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    let _e42 = v0_;
    r1_ = _e42;
    let _e43 = r0_;
    let _e50 = r5_;
    r5_ = select(_e50, (floor((abs(_e43) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e43)), vec4<bool>(true, true, false, false));
    r3_ = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e53 = r1_;
    let _e55 = r5_;
    let _e59 = (i32(_e55.x) + 20i);
    let _e61 = consts.c[_e59];
    let _e67 = r2_;
    r2_ = select(_e67, vec4(dot(_e53, select(_e61, vec4<f32>(3f, 1f, 0f, 0f), (_e59 == 4i)))), vec4<bool>(true, false, false, false));
    let _e70 = r1_;
    let _e72 = r5_;
    let _e76 = (i32(_e72.x) + 21i);
    let _e78 = consts.c[_e76];
    let _e84 = r2_;
    r2_ = select(_e84, vec4(dot(_e70, select(_e78, vec4<f32>(3f, 1f, 0f, 0f), (_e76 == 4i)))), vec4<bool>(false, true, false, false));
    let _e87 = r1_;
    let _e89 = r5_;
    let _e93 = (i32(_e89.x) + 22i);
    let _e95 = consts.c[_e93];
    let _e101 = r2_;
    r2_ = select(_e101, vec4(dot(_e87, select(_e95, vec4<f32>(3f, 1f, 0f, 0f), (_e93 == 4i)))), vec4<bool>(false, false, true, false));
    let _e104 = r2_;
    let _e105 = r4_;
    let _e108 = r2_;
    r2_ = select(_e108, (_e104 * _e105.xxxx), vec4<bool>(true, true, true, false));
    let _e111 = r1_;
    let _e113 = r5_;
    let _e117 = (i32(_e113.y) + 20i);
    let _e119 = consts.c[_e117];
    let _e125 = r6_;
    let _e128 = r3_;
    let _e130 = r3_;
    r3_ = select(_e130, select(_e128, vec4(dot(_e111, select(_e119, vec4<f32>(3f, 1f, 0f, 0f), (_e117 == 4i)))), (_e125.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e132 = r1_;
    let _e134 = r5_;
    let _e138 = (i32(_e134.y) + 21i);
    let _e140 = consts.c[_e138];
    let _e146 = r6_;
    let _e149 = r3_;
    let _e151 = r3_;
    r3_ = select(_e151, select(_e149, vec4(dot(_e132, select(_e140, vec4<f32>(3f, 1f, 0f, 0f), (_e138 == 4i)))), (_e146.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e153 = r1_;
    let _e155 = r5_;
    let _e159 = (i32(_e155.y) + 22i);
    let _e161 = consts.c[_e159];
    let _e167 = r6_;
    let _e170 = r3_;
    let _e172 = r3_;
    r3_ = select(_e172, select(_e170, vec4(dot(_e153, select(_e161, vec4<f32>(3f, 1f, 0f, 0f), (_e159 == 4i)))), (_e167.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e174 = r3_;
    let _e175 = r4_;
    let _e177 = r2_;
    let _e180 = r6_;
    let _e183 = r2_;
    let _e185 = r2_;
    r2_ = select(_e185, select(_e183, ((_e174 * _e175.yyyy) + _e177), (_e180.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    let _e188 = r2_;
    r2_ = select(_e188, vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e191 = r2_;
    let _e194 = consts.c[0];
    let _e197 = o0_;
    o0_ = select(_e197, vec4(dot(_e191, _e194)), vec4<bool>(true, false, false, false));
    let _e199 = r2_;
    let _e202 = consts.c[1];
    let _e205 = o0_;
    o0_ = select(_e205, vec4(dot(_e199, _e202)), vec4<bool>(false, true, false, false));
    let _e207 = r2_;
    let _e210 = consts.c[2];
    let _e213 = o0_;
    o0_ = select(_e213, vec4(dot(_e207, _e210)), vec4<bool>(false, false, true, false));
    let _e215 = r2_;
    let _e218 = consts.c[3];
    let _e221 = o0_;
    o0_ = select(_e221, vec4(dot(_e215, _e218)), vec4<bool>(false, false, false, true));
    let _e223 = r4_;
    o1_ = _e223;
    let _e224 = o1_;
    o1_ = saturate(_e224);
    let _e226 = o0_;
    let _e229 = consts.c[256];
    let _e233 = o0_;
    o0_ = select(_e233, (_e226 + (_e229 * _e226.wwww)), vec4<bool>(true, true, true, false));
    let _e235 = o0_;
    let _e236 = o1_;
    return Output(_e235, _e236);
}
